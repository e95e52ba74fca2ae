extension FlowModel {
  /// The `name-clash` and `recursive-type` problems of the model
  /// (`GeneratedNames.problems`), found once: the check reports them and
  /// generation refuses a model that has one.
  var generatedNameProblems: [Diagnostic] {
    analysis.value(.init(name: "generatedNameProblems")) { GeneratedNames.problems(self) }
  }

  /// The type each screen factory of the run returns, made once for the model.
  var screenTypes: ScreenTypes {
    analysis.value(.init(name: "screenTypes")) { ScreenTypes(self) }
  }
}
