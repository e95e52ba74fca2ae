/// How strictly to read a stream.
public struct YAMLReadOptions: Sendable {
  public var limits: YAMLLimits
  /// Accept more than one document (specs hold exactly one).
  public var allowsMultipleDocuments: Bool
  /// Report a mapping key that repeats an earlier key of the same mapping.
  public var reportsDuplicateKeys: Bool

  public init(
    limits: YAMLLimits = YAMLLimits(), allowsMultipleDocuments: Bool = false,
    reportsDuplicateKeys: Bool = true
  ) {
    self.limits = limits
    self.allowsMultipleDocuments = allowsMultipleDocuments
    self.reportsDuplicateKeys = reportsDuplicateKeys
  }
}
