/// The words a spec reserves: they cannot be step or decision ids.
public enum Reserved {
  public static let finish = "finish"
  public static let cancel = "cancel"
  /// In `gather`: the value the arriving transition carries.
  public static let payload = "payload"
  /// `finish.` before an ending's name: `finish.loggedIn`. Ids have no dots,
  /// so such a target never means a step.
  public static let endingPrefix = "finish."
  /// As `failure`: the action reports its failure to the screen shown before it.
  public static let inline = "inline"
  /// In `back`: the step cannot be left backwards.
  public static let none = "none"
  /// As a target of `next` or `on`: go back, as the user would. A step of
  /// that name, where a flow has one, wins.
  public static let back = "back"
  /// In `failure` by case: the cases not listed. A case of that name, where
  /// the error has one, wins.
  public static let defaultCase = "default"
  public static let all: Set<String> = [finish, cancel, payload, inline, none]
}
