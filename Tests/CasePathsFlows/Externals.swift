// The type specs/Login.flow.yaml lists under `external`: in an app, its own model.

struct Session: Sendable, Hashable {
  var token: String
}
