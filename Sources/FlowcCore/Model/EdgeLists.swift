/// The edges of each node of a flow, all in one array: node `i`'s are a slice
/// of it, so a flow holds two arrays for its adjacency, not two per node.
public struct EdgeLists: RandomAccessCollection, Sendable {
  /// Where each node's edges start in `edges`; the last entry is their count.
  private let offsets: [Int32]
  private let edges: [Int]

  /// The lists of `count` nodes, each edge index listed under `node(edge)`
  /// (nil: under none), in increasing order.
  init(count: Int, edgeCount: Int, node: (Int) -> Int?) {
    var offsets = [Int32](repeating: 0, count: count + 1)
    for edge in 0..<edgeCount {
      if let node = node(edge) { offsets[node + 1] += 1 }
    }
    for index in 0..<count { offsets[index + 1] += offsets[index] }
    var fill = offsets
    var edges = [Int](repeating: 0, count: Int(offsets[count]))
    for edge in 0..<edgeCount {
      guard let node = node(edge) else { continue }
      edges[Int(fill[node])] = edge
      fill[node] += 1
    }
    self.offsets = offsets
    self.edges = edges
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { offsets.count - 1 }

  /// The indices of node `node`'s edges.
  public subscript(node: Int) -> ArraySlice<Int> {
    edges[Int(offsets[node])..<Int(offsets[node + 1])]
  }
}
