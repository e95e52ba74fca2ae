extension String {
  /// The text with control characters (other than line breaks) turned into
  /// spaces: no diagram language has a use for them, and XML forbids most.
  var withoutControlCharacters: String {
    String(
      String.UnicodeScalarView(
        unicodeScalars.map {
          $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F ? " " : $0
        }))
  }
}
