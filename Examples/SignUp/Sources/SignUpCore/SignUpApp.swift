import FlowRuntime

/// A screen of the app core: in an app, a view controller or a SwiftUI view.
public struct Screen: CustomStringConvertible {
  public let description: String
}

/// An account service: registers an e-mail address unless it is taken.
public protocol AccountService: Sendable {
  func register(_ credentials: Credentials) async throws -> Account
}

/// What the app supplies to the generated sign-up flow: screens that remember
/// their exits (a UI would call them), and the account service.
@MainActor
public final class SignUpApp: SignUpFlow.Dependencies {
  let service: any AccountService
  /// The exit of the form on screen, if it is shown.
  public private(set) var formExit: ScreenExit<Credentials>?
  /// The error shown and its screen's exit, if shown.
  public private(set) var failure: (error: any Error, exit: ScreenExit<Void>)?
  /// The account welcomed and its screen's exit, if shown.
  public private(set) var welcome: (account: Account, exit: ScreenExit<Account>)?

  public init(service: any AccountService) {
    self.service = service
  }

  public func signUpForm(_ exit: ScreenExit<Credentials>) -> AnyObject {
    formExit = exit
    return Screen(description: "SignUpForm") as AnyObject
  }

  public func signUpFailed(_ input: any Error, _ exit: ScreenExit<Void>) -> AnyObject {
    failure = (input, exit)
    return Screen(description: "SignUpFailed") as AnyObject
  }

  public func welcome(_ input: Account, _ exit: ScreenExit<Account>) -> AnyObject {
    welcome = (input, exit)
    return Screen(description: "Welcome") as AnyObject
  }

  public func register(_ input: Credentials) async throws -> Account {
    try await service.register(input)
  }
}
