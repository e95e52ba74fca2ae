/// The words a spec reserves: they cannot be step or decision ids.
public enum Reserved {
  public static let finish = "finish"
  public static let cancel = "cancel"
  /// In `gather`: the value the arriving transition carries.
  public static let payload = "payload"
  /// In `back`: the step cannot be left backwards.
  public static let none = "none"
  public static let all: Set<String> = [finish, cancel, payload, none]
}
