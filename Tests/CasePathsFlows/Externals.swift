// The type specs/Login.flow.yaml lists under `external`: in an app, its own model.

struct Session: Sendable, Equatable {
  var token: String
}
