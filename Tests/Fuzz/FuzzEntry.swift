// The libFuzzer entry point of the spec target (`.ci/fuzz`), built with
// -sanitize=fuzzer,address against the FlowcFuzzing module. Not part of the
// package's targets.
import FlowcFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzInput.exercise(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
