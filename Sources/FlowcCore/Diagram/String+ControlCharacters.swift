extension String {
  /// The text with control characters (other than line breaks), line and
  /// paragraph separators and bidirectional controls turned into spaces: no
  /// diagram language has a use for them, and XML forbids most.
  var withoutControlCharacters: String {
    ControlCharacters.spaced(self, keeping: "\n")
  }
}
