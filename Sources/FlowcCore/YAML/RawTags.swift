/// Anchor (or an alias's name) and tag of a node, as ranges of `YAMLTree.text`.
struct RawTags {
  var anchorOffset: UInt32 = 0
  var anchorLength: UInt32 = 0
  var tagOffset: UInt32 = 0
  var tagLength: UInt32 = 0
}
