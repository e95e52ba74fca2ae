// The libFuzzer entry point of the multi-spec target (`.ci/fuzz`): one input
// is a folder of specs (see FuzzFiles). Not part of the package's targets.
import FlowcFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  MultiSpecFuzzInput.exercise(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
