package org.jmlir.conversion.cftollvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmSymbols;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.dialect.llvm.AddressOfOp;
import org.jmlir.dialect.llvm.BrOp;
import org.jmlir.dialect.llvm.CallOp;
import org.jmlir.dialect.llvm.CondBrOp;
import org.jmlir.dialect.llvm.GEPOp;
import org.jmlir.dialect.llvm.GlobalOp;
import org.jmlir.dialect.llvm.LlvmFunctionType;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.dialect.llvm.LlvmPrimitiveType;
import org.jmlir.dialect.llvm.SwitchOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter;

/**
 * {@code convert-cf-to-llvm}, as MLIR 22's ControlFlowToLLVM: cf.br, cf.cond_br and cf.switch become
 * their llvm counterparts (successor blocks get converted argument types), and cf.assert branches
 * to a block that prints the message with {@code puts} and calls {@code abort}.
 */
public final class CfToLlvm extends LlvmConversionPass {
  public CfToLlvm(PassOptions o) {
    super(o, Set.of("index-bitwidth"), "convert-cf-to-llvm", "ConvertControlFlowToLLVMPass", "Convert ControlFlow operations to the LLVM dialect");
  }




  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter converter) {
    return patterns(converter, new ArrayList<>());
  }


  /** Adds the cf-to-llvm patterns to {@code out}. */
  public static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out) {
    out.add(ConversionPattern.of("cf.br", tc, (op, operands, rw) -> branch(tc, op, operands, rw, BrOp.DEF)));
    out.add(ConversionPattern.of("cf.cond_br", tc, (op, operands, rw) -> branch(tc, op, operands, rw, CondBrOp.DEF)));
    out.add(ConversionPattern.of("cf.switch", tc, (op, operands, rw) -> branch(tc, op, operands, rw, SwitchOp.DEF)));
    out.add(assertPattern(tc, true));
    return out;
  }

  /**
   * The cf.assert lowering (MLIR's populateAssertToLLVMConversionPattern): the failure block prints
   * the message with {@code puts}, then calls {@code abort} when {@code abortOnFailure}, else
   * continues after the assert (the {@code test-cf-assert} variant).
   */
  public static RewritePattern assertPattern(LlvmTypeConverter tc, boolean abortOnFailure) {
    return ConversionPattern.of("cf.assert", tc, (op, operands, rw) -> lowerAssert(op, operands, rw, abortOnFailure));
  }

  /** A branch with the same operands, successors and properties (the llvm ops mirror cf's). */
  private static boolean branch(LlvmTypeConverter tc, Operation op, List<Value> operands, ConversionPatternRewriter rw, org.jmlir.ir.OpDef def) {
    List<Block> succs = new ArrayList<>();
    for (int i = 0; i < op.numSuccessors(); i++) {
      // Read through the op each time: converting a block repoints this op's other uses of it
      // (a cf.switch may name one block twice) at the converted block.
      Block s = op.successor(i);
      Block converted = s.isEntryBlock() ? s : rw.convertBlockTypes(s, tc);
      if (converted == null) {
        return false;
      }
      succs.add(converted);
    }
    rw.setInsertionPoint(op);
    OperationState st = new OperationState(op.context(), def, op.location());
    st.addOperands(operands);
    for (Block s : succs) {
      st.addSuccessor(s);
    }
    st.properties = op.properties();
    if (def != SwitchOp.DEF) {
      st.attributes.addAll(op.attributes().entries()); // MLIR 22 builds llvm.switch without them
    }
    rw.create(st);
    rw.eraseOp(op);
    return true;
  }

  private static boolean lowerAssert(Operation op, List<Value> operands, ConversionPatternRewriter rw, boolean abortOnFailure) {
    MLIRContext ctx = op.context();
    String msg = ((StringAttr) op.inherentAttr("msg")).value();
    Block block = op.block();
    Block cont = rw.splitBlock(block, op.nextInBlock());
    Block fail = rw.createBlockAtEnd(block.parent());
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    GlobalOp g = LlvmSymbols.createStringGlobal(rw, op, "assert_msg", msg, op.location());
    LlvmTypeConverter tc = new LlvmTypeConverter(ctx);
    LlvmSymbols.lookupOrCreateFn(rw, op, "puts", LlvmFunctionType.get(ctx, LlvmPrimitiveType.voidType(ctx), List.of(tc.ptr(0)), false));
    if (abortOnFailure) {
      LlvmSymbols.lookupOrCreateFn(rw, op, "abort", LlvmFunctionType.get(ctx, LlvmPrimitiveType.voidType(ctx), List.of(), false));
    }
    rw.setInsertionPointToEnd(fail);
    Value addr = b.value(AddressOfOp.DEF, tc.ptr(0), List.of(), "global_name", SymbolRefAttr.get(ctx, g.symName()));
    Value gep = GEPOp.create(ctx, op.location(), tc.ptr(0), g.globalType(), addr, List.of(0), 0).result(0);
    rw.insert(gep.definingOp());
    rw.insert(CallOp.create(ctx, op.location(), "puts", null, List.of(gep)));
    if (abortOnFailure) {
      rw.insert(CallOp.create(ctx, op.location(), "abort", null, List.of()));
      b.op(LlvmOps.UNREACHABLE, List.of(), List.of());
    } else {
      OperationState br = new OperationState(ctx, BrOp.DEF, op.location());
      br.addSuccessor(cont);
      rw.create(br);
    }
    rw.setInsertionPointToEnd(block);
    OperationState st = new OperationState(ctx, CondBrOp.DEF, op.location());
    st.addOperand(operands.get(0));
    st.addSuccessor(cont);
    st.addSuccessor(fail);
    st.properties =
        DictionaryAttr.get(ctx, List.of(new NamedAttribute(OpSpec.OPERAND_SEGMENTS, b.i32Array(1, 0, 0))));
    rw.create(st);
    rw.eraseOp(op);
    return true;
  }

}
