import Foundation

/// Giving the system back memory the process freed. The allocator keeps
/// small blocks it freed for later use; a run that lets a large structure go
/// before making another of a different shape (the model before the
/// generated files) asks it to return the whole pages among them, so that the
/// process does not hold both at once.
enum FreedMemory {
  /// glibc's `malloc_trim`, where the C library has it (looked up, not linked:
  /// other C libraries lack it).
  private static let trim: (@convention(c) (Int) -> Int32)? = {
    #if os(Linux)
      guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else {
        return nil
      }
      return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    #else
      return nil
    #endif
  }()

  /// Returns the free pages of the heap to the system; false where the C
  /// library offers no way to (the pages are then reused by later allocations).
  @discardableResult
  static func release() -> Bool {
    guard let trim else { return false }
    _ = trim(0)
    return true
  }
}
