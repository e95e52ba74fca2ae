// The types the example specs list under `external`: in an app, its own models,
// which a generated flow's states and actions compare and hash.

struct Session: Sendable, Hashable {
  var token: String
}

struct Image: Sendable, Hashable {
  var name: String
}

struct Todo: Sendable, Hashable {
  var id: Int
  var title: String
}
