/// What `SpecDecoder.decode` found in one file.
public struct SpecDecodeResult: Sendable {
  /// The spec, when the file has no errors.
  public var spec: Spec?
  public var diagnostics: [Diagnostic]
}
