// A value of each type the example specs list under `external`, for the
// generated navigation tests (`flowc tests`): an app writes this file once.

@testable import GeneratedFlows

enum NavigationTestFixtures: NavigationFixtures {
  static var image: Image { Image(name: "cover") }
  static var session: Session { Session(token: "token") }
  static var todo: Todo { Todo(id: 1, title: "Milk") }
}
