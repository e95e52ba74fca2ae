// The libFuzzer entry point of the runtime target (`.ci/fuzz-runtime`),
// built with -sanitize=fuzzer,address against the RuntimeFuzzing module. Not
// part of the package's targets. libFuzzer calls it on the main thread,
// outside any task: the main run loop runs the actions an input starts.
import Foundation
import RuntimeFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let problems = MainActor.assumeIsolated {
    RuntimeFuzzInput.exercise(bytes) { RunLoop.main.run(until: Date()) }
  }
  if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
  return 0
}
