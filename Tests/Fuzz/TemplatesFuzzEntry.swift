// The libFuzzer entry point of the templates target (`.ci/fuzz`): one input
// is a config and user templates (see FuzzFiles). Not part of the package's targets.
import FlowcFuzzing

// LeakSanitizer does not follow the pointers Swift keeps in spare bits, so it
// would take what a global holds for a leak: the fixed model is made before
// fuzzing, with leak detection off while it is.
@_silgen_name("__lsan_disable") func disableLeakDetection()
@_silgen_name("__lsan_enable") func enableLeakDetection()

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> CInt {
  disableLeakDetection()
  precondition(TemplatesFuzzInput.model != nil, "the specs of TemplatesFuzzInput do not generate")
  enableLeakDetection()
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  TemplatesFuzzInput.exercise(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
