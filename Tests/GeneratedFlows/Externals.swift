// The types the example specs list under `external`: in an app, its own models.

struct Session: Sendable, Equatable {
  var token: String
}

struct Image: Sendable, Equatable {
  var name: String
}

struct Todo: Sendable, Equatable {
  var id: Int
  var title: String
}
