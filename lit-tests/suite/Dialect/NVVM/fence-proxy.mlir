// RUN: jopt %s | jfilecheck %s --strict-whitespace
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// The tensormap proxy fences print their scope stripped of the attribute's name; the proxies
// default to generic -> tensormap and are then left out.

// CHECK-LABEL: llvm.func @fences
// CHECK: nvvm.fence.proxy.release <cta>
// CHECK: nvvm.fence.proxy.acquire <sys> %{{.*}}, %{{.*}}
// GENERIC: "nvvm.fence.proxy.release"() <{fromProxy = #nvvm.proxy_kind<generic>, scope = #nvvm.mem_scope<cta>, toProxy = #nvvm.proxy_kind<tensormap>}> : () -> ()
// GENERIC: "nvvm.fence.proxy.acquire"(%{{.*}}, %{{.*}}) <{fromProxy = #nvvm.proxy_kind<generic>, scope = #nvvm.mem_scope<sys>, toProxy = #nvvm.proxy_kind<tensormap>}> : (!llvm.ptr, i32) -> ()
llvm.func @fences(%p: !llvm.ptr, %n: i32) {
  nvvm.fence.proxy.release #nvvm.mem_scope<cta>
  nvvm.fence.proxy.acquire <sys> %p, %n
  llvm.return
}
