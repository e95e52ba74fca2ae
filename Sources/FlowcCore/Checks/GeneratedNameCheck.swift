extension Check {
  /// `name-clash` and `recursive-type`: names the generated Swift would clash
  /// with, and structs it could not declare.
  public static let generatedNames = Check(
    "generated names", codes: [.nameClash, .recursiveType], run: { $0.generatedNameProblems })
}
