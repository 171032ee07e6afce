define i32 @thread_index(float %x) {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %t = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %r = call float @llvm.nvvm.rcp.approx.ftz.f(float %x)
  %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %lane, i32 0, i32 31)
  ret i32 %v
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
declare float @llvm.nvvm.rcp.approx.ftz.f(float)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
