// -gpu-async-region threads one token through the GPU ops of each block: a run starts with a
// gpu.wait async, each async-capable op depends on the previous one's token (synchronous ops become
// their async form), and the host waits before a terminator or an op with memory effects.
// RUN: jopt %s -split-input-file -verify-diagnostics -gpu-async-region | jfilecheck %s

module attributes {gpu.container_module} {
  gpu.module @dev {
    gpu.func @scale(%buf: memref<64xf32>) kernel {
      gpu.return
    }
  }

  // CHECK-LABEL: func.func @copy_and_run
  // CHECK-SAME: (%[[N:.*]]: index, %[[HOST:.*]]: memref<64xf32>)
  func.func @copy_and_run(%n: index, %host: memref<64xf32>) -> f32 {
    %one = arith.constant 1 : index
    // CHECK: %[[T0:.*]] = gpu.wait async
    // CHECK: %[[SCRATCH:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]] (%[[N]]) : memref<?xf32>
    // CHECK: %[[DEV:.*]], %[[T2:.*]] = gpu.alloc async [%[[T1]]] () : memref<64xf32>
    // CHECK: %[[T3:.*]] = gpu.memcpy async [%[[T2]]] %[[DEV]], %[[HOST]]
    // CHECK: %[[T4:.*]] = gpu.launch_func async [%[[T3]]] @dev::@scale
    // CHECK-NEXT: gpu.wait [%[[T4]]]
    // CHECK-NEXT: memref.load
    %scratch = gpu.alloc (%n) : memref<?xf32>
    %dev = gpu.alloc () : memref<64xf32>
    gpu.memcpy %dev, %host : memref<64xf32>, memref<64xf32>
    gpu.launch_func @dev::@scale blocks in (%one, %one, %one) threads in (%one, %one, %one) args(%dev : memref<64xf32>)
    %v = memref.load %host[%one] : memref<64xf32>
    // Pure ops do not end a run.
    // CHECK: %[[T5:.*]] = gpu.wait async
    // CHECK-NEXT: %[[T6:.*]] = gpu.dealloc async [%[[T5]]] %[[DEV]]
    // CHECK-NEXT: arith.addf
    // CHECK-NEXT: %[[T7:.*]] = gpu.dealloc async [%[[T6]]] %[[SCRATCH]]
    // CHECK-NEXT: gpu.wait [%[[T7]]]
    // CHECK-NEXT: return
    gpu.dealloc %dev : memref<64xf32>
    %w = arith.addf %v, %v : f32
    gpu.dealloc %scratch : memref<?xf32>
    return %w : f32
  }

  // Nested blocks get runs of their own, synchronized before their terminator; an existing wait
  // joins the run (the current token goes first) and a synchronous one ends it.
  // CHECK-LABEL: func.func @nested
  // CHECK-SAME: (%[[C:.*]]: i1, %[[BUF:.*]]: memref<64xf32>, %[[EXT:.*]]: !gpu.async.token)
  func.func @nested(%c: i1, %buf: memref<64xf32>, %ext: !gpu.async.token) {
    %one = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    // CHECK: %[[A:.*]] = gpu.wait async
    // CHECK-NEXT: %[[B:.*]] = gpu.memset async [%[[A]]] %[[BUF]]
    // CHECK-NEXT: %[[J:.*]] = gpu.wait async [%[[B]], %[[EXT]]]
    // CHECK-NEXT: %[[L:.*]] = gpu.launch_func async [%[[J]]] @dev::@scale
    // CHECK-NEXT: gpu.wait [%[[L]]]
    // CHECK-NEXT: scf.if
    // CHECK-NEXT: %[[X:.*]] = gpu.wait async
    // CHECK-NEXT: %[[Y:.*]] = gpu.launch_func async [%[[X]]] @dev::@scale
    // CHECK-NEXT: gpu.wait [%[[Y]]]
    // CHECK-NEXT: }
    // CHECK-NEXT: %[[P:.*]] = gpu.wait async
    // CHECK-NEXT: %[[Q:.*]] = gpu.memcpy async [%[[P]]]
    // CHECK-NEXT: gpu.wait [%[[Q]], %[[EXT]]]
    // CHECK-NEXT: return
    gpu.memset %buf, %zero : memref<64xf32>, f32
    %j = gpu.wait async [%ext]
    gpu.launch_func @dev::@scale blocks in (%one, %one, %one) threads in (%one, %one, %one) args(%buf : memref<64xf32>)
    scf.if %c {
      gpu.launch_func @dev::@scale blocks in (%one, %one, %one) threads in (%one, %one, %one) args(%buf : memref<64xf32>)
    }
    gpu.memcpy %buf, %buf : memref<64xf32>, memref<64xf32>
    gpu.wait [%ext]
    return
  }

  // An op that is async already keeps its dependencies after the current token, which it does not repeat.
  // CHECK-LABEL: func.func @already_async
  // CHECK: %[[W:.*]] = gpu.wait async [%{{.*}}]
  // CHECK-NEXT: %{{.*}}, %[[T:.*]] = gpu.alloc async [%{{.*}}, %[[W]]] () : memref<8xf32>
  // CHECK-NEXT: gpu.wait [%[[T]]]
  func.func @already_async(%ext: !gpu.async.token) {
    %w = gpu.wait async [%ext]
    %m, %t = gpu.alloc async [%ext, %w] () : memref<8xf32>
    return
  }
}

// -----

func.func @not_outlined(%n: index) {
  // expected-error @+1 {{'gpu.launch' op replace with gpu.launch_func first}}
  gpu.launch blocks(%bx, %by, %bz) in (%x = %n, %y = %n, %z = %n) threads(%tx, %ty, %tz) in (%a = %n, %b = %n, %c = %n) {
    gpu.terminator
  }
  return
}
