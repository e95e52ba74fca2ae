/// `flowc tests`: the navigation test suites of a run, planned like the
/// Swift of `flowc generate` (nothing is written until `OutputPlan.apply()`).
extension GenerationPipeline {
  /// Checks the specs and, if they have no errors (with `strict`, no
  /// warnings), plans a suite per spec and the support file in the output
  /// folder; the suites import `module`, the generated flows' module.
  public func tests(_ sources: [SourceFile], module: String) -> OutputPlan {
    let checked = check(sources)
    var diagnostics = checked.diagnostics
    guard let model = checked.model, !failed(diagnostics) else {
      return OutputPlan.failed(
        in: options.outputFolder, diagnostics: diagnostics, sources: sources)
    }
    diagnostics += Self.outputClashes(model)
    guard !failed(diagnostics) else {
      return OutputPlan.failed(
        in: options.outputFolder, diagnostics: diagnostics, sources: sources)
    }
    let files: [GeneratedFile]
    do {
      files = try NavigationTestGenerator(module: module).generate(model)
    } catch {
      return OutputPlan.failed(
        in: options.outputFolder, diagnostics: diagnostics + [Self.diagnostic(error)],
        sources: sources)
    }
    var plan = OutputPlan(files: files, in: options.outputFolder)
    plan.diagnostics = diagnostics.sorted(by: Diagnostic.printOrder)
    plan.sources = sources
    return plan
  }
}
