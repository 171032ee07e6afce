package org.jmlir.dialect.llvm;

import org.jmlir.ir.OpDef;

/**
 * The op constants of {@link LlvmOps} ({@code LlvmOps.ADD}, ...: a constant is read through the class
 * that inherits it). They live here, not in {@link LlvmOps}, because reading a constant initialises
 * the type that declares it: the dialect's lookup calls {@link LlvmOps#get} for the one op a name
 * asks for without building the others, and the first constant read from here builds them all, the
 * same objects.
 */
public interface LlvmOpConstants {
  OpDef ADD = LlvmOps.get("llvm.add");
  OpDef SUB = LlvmOps.get("llvm.sub");
  OpDef MUL = LlvmOps.get("llvm.mul");
  OpDef SHL = LlvmOps.get("llvm.shl");
  OpDef UDIV = LlvmOps.get("llvm.udiv");
  OpDef SDIV = LlvmOps.get("llvm.sdiv");
  OpDef LSHR = LlvmOps.get("llvm.lshr");
  OpDef ASHR = LlvmOps.get("llvm.ashr");
  OpDef UREM = LlvmOps.get("llvm.urem");
  OpDef SREM = LlvmOps.get("llvm.srem");
  OpDef AND = LlvmOps.get("llvm.and");
  OpDef OR = LlvmOps.get("llvm.or");
  OpDef XOR = LlvmOps.get("llvm.xor");
  OpDef FADD = LlvmOps.get("llvm.fadd");
  OpDef FSUB = LlvmOps.get("llvm.fsub");
  OpDef FMUL = LlvmOps.get("llvm.fmul");
  OpDef FDIV = LlvmOps.get("llvm.fdiv");
  OpDef FREM = LlvmOps.get("llvm.frem");
  OpDef FNEG = LlvmOps.get("llvm.fneg");
  OpDef ICMP = LlvmOps.get("llvm.icmp");
  OpDef FCMP = LlvmOps.get("llvm.fcmp");
  OpDef SELECT = LlvmOps.get("llvm.select");
  OpDef BITCAST = LlvmOps.get("llvm.bitcast");
  OpDef ADDRSPACECAST = LlvmOps.get("llvm.addrspacecast");
  OpDef INTTOPTR = LlvmOps.get("llvm.inttoptr");
  OpDef PTRTOINT = LlvmOps.get("llvm.ptrtoint");
  OpDef SEXT = LlvmOps.get("llvm.sext");
  OpDef ZEXT = LlvmOps.get("llvm.zext");
  OpDef TRUNC = LlvmOps.get("llvm.trunc");
  OpDef SITOFP = LlvmOps.get("llvm.sitofp");
  OpDef UITOFP = LlvmOps.get("llvm.uitofp");
  OpDef FPTOSI = LlvmOps.get("llvm.fptosi");
  OpDef FPTOUI = LlvmOps.get("llvm.fptoui");
  OpDef FPEXT = LlvmOps.get("llvm.fpext");
  OpDef FPTRUNC = LlvmOps.get("llvm.fptrunc");
  OpDef ZERO = LlvmOps.get("llvm.mlir.zero");
  OpDef UNDEF = LlvmOps.get("llvm.mlir.undef");
  OpDef POISON = LlvmOps.get("llvm.mlir.poison");
  OpDef EXTRACTVALUE = LlvmOps.get("llvm.extractvalue");
  OpDef INSERTVALUE = LlvmOps.get("llvm.insertvalue");
  OpDef EXTRACTELEMENT = LlvmOps.get("llvm.extractelement");
  OpDef INSERTELEMENT = LlvmOps.get("llvm.insertelement");
  OpDef SHUFFLEVECTOR = LlvmOps.get("llvm.shufflevector");
  OpDef RETURN = LlvmOps.get("llvm.return");
  OpDef UNREACHABLE = LlvmOps.get("llvm.unreachable");
  OpDef FENCE = LlvmOps.get("llvm.fence");
  OpDef ATOMICRMW = LlvmOps.get("llvm.atomicrmw");
  OpDef CMPXCHG = LlvmOps.get("llvm.cmpxchg");
}
