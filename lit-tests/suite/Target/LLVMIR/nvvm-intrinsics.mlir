// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// nvvm ops become calls of NVPTX intrinsics named as MLIR 22 names them, declared with LLVM 22's
// attributes (bytedeco's LLVM 20 table is not used for them: it lacks barrier.cta and gives other
// intrinsics other attributes).

// CHECK-LABEL: define i32 @registers()
// CHECK: %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
// CHECK: %2 = call range(i32 0, 16) i32 @llvm.nvvm.read.ptx.sreg.laneid()
// CHECK: %3 = call i32 @llvm.nvvm.read.ptx.sreg.envreg7()
// CHECK: %4 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
// CHECK: %5 = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
llvm.func @registers() -> i32 {
  %y = nvvm.read.ptx.sreg.ctaid.y : i32
  %lane = nvvm.read.ptx.sreg.laneid range <i32, 0, 16> : i32
  %env = nvvm.read.ptx.sreg.envreg7 : i32
  %t = nvvm.read.ptx.sreg.globaltimer : i64
  %w = nvvm.read.ptx.sreg.warpsize range <i32, 4294967295, 4294967295> : i32
  llvm.return %y : i32
}

// CHECK-LABEL: define void @sync(i32 %0, i32 %1, float %2, i1 %3)
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 %0, i32 %1)
// CHECK: call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
// CHECK: %5 = call { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32 %0, float %2, i32 %1, i32 31)
// CHECK: %6 = call i1 @llvm.nvvm.vote.uni.sync(i32 %0, i1 %3)
// CHECK: %7 = call float @llvm.nvvm.redux.sync.fmax.abs(float %2, i32 %0)
// CHECK: %8 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %0, i32 %1)
// CHECK: call void @llvm.nvvm.pm.event.mask(i16 32)
// CHECK: call void @llvm.debugtrap()
// CHECK: call void @llvm.nvvm.exit()
llvm.func @sync(%mask: i32, %v: i32, %f: f32, %p: i1) {
  %c31 = llvm.mlir.constant(31 : i32) : i32
  nvvm.barrier0
  nvvm.barrier id = %mask number_of_threads = %v
  nvvm.cluster.arrive.relaxed {aligned}
  %s = nvvm.shfl.sync down %mask, %f, %v, %c31 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %u = nvvm.vote.sync uni %mask, %p -> i1
  %r = nvvm.redux.sync fmax %f, %mask {abs = true} : f32 -> f32
  %m = nvvm.match.sync all %mask, %v : i32 -> !llvm.struct<(i32, i1)>
  nvvm.pmevent id = 5
  nvvm.breakpoint
  nvvm.exit
  llvm.return
}

// CHECK-LABEL: define void @memory(ptr addrspace(3) %0, ptr addrspace(1) %1, ptr %2, i64 %3)
// CHECK: call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %0, ptr addrspace(1) %1)
// CHECK: call void @llvm.nvvm.cp.async.wait.group(i32 2)
// CHECK: call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) %0)
// CHECK: call void @llvm.nvvm.st.bulk(ptr %2, i64 %3, i64 0)
// CHECK: call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 3)
// CHECK: call void @llvm.nvvm.griddepcontrol.launch.dependents()
// CHECK: %5 = call double @llvm.nvvm.wmma.m8n8k4.load.a.row.stride.f64.p0(ptr %2, i32 8)
llvm.func @memory(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>, %g: !llvm.ptr, %n: i64) {
  %c8 = llvm.mlir.constant(8 : i32) : i32
  nvvm.cp.async.shared.global %dst, %src, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.wait.group 2
  nvvm.mbarrier.inval %dst : !llvm.ptr<3>
  nvvm.st.bulk %g, size = %n : !llvm.ptr
  nvvm.wgmma.wait.group.sync.aligned 3
  nvvm.griddepcontrol launch_dependents
  %l = nvvm.wmma.load %g, %c8 {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr) -> f64
  llvm.return
}

// CHECK-LABEL: define { i32, i32, i32, i32 } @tensor(
// CHECK: call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.satfinite.u8.s8(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6)
llvm.func @tensor(%a0: i32, %a1: i32, %b0: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %d = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>,
     intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %d : !llvm.struct<(i32, i32, i32, i32)>
}

// The tensormap proxy fences: the scope picks the intrinsic, the size is an immediate of 128.
// CHECK-LABEL: define void @proxy_fences(ptr %0)
// CHECK: call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
// CHECK: call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cluster(ptr %0, i32 128)
llvm.func @proxy_fences(%p: !llvm.ptr) {
  %size = llvm.mlir.constant(128 : i32) : i32
  nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
  nvvm.fence.proxy.acquire <cluster> %p, %size
  llvm.return
}

// Dot products bitcast their vectors to i32 first; b_hi is an immediate i1.
// CHECK-LABEL: define i32 @dots(
// CHECK: %[[A:.*]] = bitcast <4 x i8> %0 to i32
// CHECK: %[[B:.*]] = bitcast <4 x i8> %1 to i32
// CHECK: %[[D:.*]] = call i32 @llvm.nvvm.idp4a.s.u(i32 %[[A]], i32 %[[B]], i32 %3)
// CHECK: %[[H:.*]] = bitcast <2 x i16> %2 to i32
// CHECK: %[[B2:.*]] = bitcast <4 x i8> %1 to i32
// CHECK: call i32 @llvm.nvvm.idp2a.u.s(i32 %[[H]], i32 %[[B2]], i1 true, i32 %[[D]])
llvm.func @dots(%x: vector<4xi8>, %y: vector<4xi8>, %h: vector<2xi16>, %acc: i32) -> i32 {
  %0 = nvvm.dot.accumulate.4way %x <signed>, %y <unsigned>, %acc : vector<4xi8>, vector<4xi8>
  %1 = nvvm.dot.accumulate.2way %h <unsigned>, %y <signed>, %0 {b_hi = true} : vector<2xi16>, vector<4xi8>
  llvm.return %1 : i32
}

// ldmatrix: shape, count, .trans for a column layout, element type, shared address space.
// CHECK-LABEL: define void @matrices(ptr addrspace(3) %0)
// CHECK: %2 = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %0)
// CHECK: %3 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b6x16_p32.p3(ptr addrspace(3) %0)
llvm.func @matrices(%p: !llvm.ptr<3>) {
  %a = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %b = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// The declarations carry LLVM 22's attributes: ranges on the thread registers, none where LLVM 22
// has none, and parameter attributes.
// CHECK-DAG: declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #[[PURE:[0-9]+]]
// CHECK-DAG: declare noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid() #[[PURE]]
// CHECK-DAG: declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg7() #[[PURE]]
// CHECK-DAG: declare noundef i64 @llvm.nvvm.read.ptx.sreg.globaltimer() #[[TIMER:[0-9]+]]
// CHECK-DAG: declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #[[CONV:[0-9]+]]
// CHECK-DAG: declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #[[ARGRW:[0-9]+]]
// CHECK-DAG: declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #[[NOUNWIND:[0-9]+]]
// CHECK-DAG: declare void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) writeonly captures(none)) #{{[0-9]+}}
// CHECK-DAG: declare void @llvm.nvvm.st.bulk(ptr writeonly captures(none), i64, i64 immarg) #{{[0-9]+}}
// CHECK-DAG: declare double @llvm.nvvm.wmma.m8n8k4.load.a.row.stride.f64.p0(ptr readonly captures(none), i32) #{{[0-9]+}}
// CHECK-DAG: declare void @llvm.nvvm.pm.event.mask(i16 immarg) #{{[0-9]+}}
// CHECK-DAG: attributes #[[PURE]] = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-DAG: attributes #[[TIMER]] = { nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite) }
// CHECK-DAG: attributes #[[CONV]] = { convergent nocallback nounwind }
// CHECK-DAG: attributes #[[ARGRW]] = { nocallback nounwind memory(argmem: readwrite) }
// CHECK-DAG: attributes #[[NOUNWIND]] = { nounwind }
// LLVM 22 declares the acquire fence's size immarg range(i32 128, 129); LLVM 20 rejects the pair.
// CHECK-DAG: declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cluster(ptr, i32 immarg{{( range\(i32 128, 129\))?}}) #[[ARGRW]]
// CHECK-DAG: declare i32 @llvm.nvvm.idp2a.u.s(i32, i32, i1 immarg, i32) #[[PURE]]
// CHECK-DAG: declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #[[LDM:[0-9]+]]
// CHECK-DAG: attributes #[[LDM]] = { convergent nocallback nounwind memory(argmem: read) }
