/// A node's storage. `a` and `b` depend on the kind:
/// scalar: offset and length of its text; collection: index one past its
/// subtree and the number of nodes it expands to; alias: the target's index.
struct RawNode {
  var kind: YAMLNode.Kind
  var style: UInt8
  var tags: Int32
  var line: UInt32
  var column: UInt32
  var a: UInt32
  var b: UInt32
}
