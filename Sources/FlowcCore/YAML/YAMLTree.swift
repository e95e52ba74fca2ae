/// The nodes of one YAML stream, stored flat.
///
/// Built in one pass over libyaml's events: nodes sit in an array in document
/// order (a collection is followed by its whole subtree), and every scalar's
/// text is appended once to a single byte buffer. A node is 24 bytes; there is
/// no object per node and no copy of a scalar until someone asks for a `String`.
/// Aliases stay aliases (they point at the anchored node), so an alias bomb costs
/// no memory; `YAMLLimits` bounds what walking through them may cost.
public final class YAMLTree: Sendable {
  /// The file the nodes came from, for locations.
  public var file: String { sharedFile.path }
  /// The same path, shared by the locations of all nodes.
  let sharedFile: SourceLocation.File
  /// The documents of the stream, in order.
  public let documents: [YAMLDocument]

  let nodes: [RawNode]
  let text: [UInt8]
  let tags: [RawTags]

  init(file: String, documents: [YAMLDocument], nodes: [RawNode], text: [UInt8], tags: [RawTags]) {
    self.sharedFile = SourceLocation.File(file)
    self.documents = documents
    self.nodes = nodes
    self.text = text
    self.tags = tags
  }

  /// The root node of document `index`.
  public func root(of document: YAMLDocument) -> YAMLNode {
    YAMLNode(tree: self, index: document.rootIndex)
  }

  /// The number of nodes in the stream (aliases count once).
  public var nodeCount: Int { nodes.count }
}
