extension DiagramPalette {
  /// The colour of the line naming a node's or a flow's diagnostic codes:
  /// red for errors, dark orange for warnings, grey for `unreachable-step`
  /// alone; at least 4.5:1 on the node's fill and on the page.
  static func markText(_ marks: FlowDiagram.Marks) -> String {
    switch marks.worstSeverity ?? marks.severity {
    case .error?: "#B71C1C"
    case .warning?: "#8F4000"
    case nil: secondaryText
    }
  }
}
