// RUN: jopt %s --gpu-to-llvm=use-bare-pointers-for-host=1 -split-input-file -verify-diagnostics

// Under the bare-pointer convention for host code, an unranked memref given to gpu.host_register is
// passed as its whole descriptor (upstream's operand promotion has no bare form for it), so the
// runtime call built from it does not match mgpuMemHostRegisterMemRef's three parameters.
module attributes {gpu.container_module} {
  func.func @pin(%buf: memref<*xi8>) {
    // expected-error @+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 3)}}
    gpu.host_register %buf : memref<*xi8>
    return
  }
}

// -----

// Without an unranked memref the bare convention lowers as usual.
module attributes {gpu.container_module} {
  func.func @nothing_to_pin(%p: memref<4xi8>) {
    return
  }
}
