package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code llvm.call_intrinsic "llvm.name"(%a, %b) ["bundle"(%c : i32)] {attrs} : (i32, f32 {llvm.immarg})
 * -> i32}: a call of an LLVM intrinsic by its name, for the intrinsics that have no {@code llvm.intr.*}
 * op. Properties as MLIR 22's: {@code intrin}, {@code fastmathFlags}, {@code op_bundle_sizes},
 * {@code op_bundle_tags}, {@code arg_attrs}/{@code res_attrs}, and two operand segments (the
 * arguments, the bundles' operands).
 */
public final class CallIntrinsicOp extends LlvmOp {
  private static final List<String> ELIDED =
      List.of("intrin", "op_bundle_sizes", "op_bundle_tags", OpSpec.OPERAND_SEGMENTS, "arg_attrs", "res_attrs");

  public static final OpDef DEF =
      LlvmSpecs.op("llvm.call_intrinsic", CallIntrinsicOp::new)
          .variadicOperand("args", LlvmSpecs.ANY)
          .variadicOperand("op_bundle_operands", LlvmSpecs.ANY)
          .optionalResult("results", LlvmSpecs.ANY)
          .attr("intrin", AttrConstraint.STRING)
          .defaultAttr("fastmathFlags", LlvmSpecs.FASTMATH, LlvmSpecs.NO_FASTMATH)
          .defaultAttr("op_bundle_sizes", AttrConstraint.of("i32 dense array attribute", a -> a instanceof DenseArrayAttr), ctx -> DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[0]))
          .optionalAttr("op_bundle_tags", AttrConstraint.ARRAY)
          .optionalAttr("arg_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("res_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .assembly(new Syntax())
          .build();

  private CallIntrinsicOp() {}

  /** The intrinsic's name ({@code llvm.x86.sse41.round.ss}). */
  public String intrinsic() {
    return ((StringAttr) inherentAttr("intrin")).value();
  }

  /** The number of call arguments (the operands before the bundles' ones). */
  public int argCount() {
    return inherentAttr(OpSpec.OPERAND_SEGMENTS) instanceof DenseArrayAttr d ? (int) d.rawValue(0) : numOperands();
  }

  /** The call's arguments. */
  public List<Value> args() {
    return operands().subList(0, argCount());
  }

  /** A call of {@code name} with {@code args}, returning {@code result} (null: nothing); no bundles. */
  public static CallIntrinsicOp create(MLIRContext ctx, org.jmlir.ir.loc.Location loc, String name, Type result, List<? extends Value> args) {
    return (CallIntrinsicOp) CallOp.createWithoutBundles(ctx, DEF, loc, new NamedAttribute("intrin", StringAttr.get(ctx, name)), result, args);
  }

  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      MLIRContext ctx = p.context();
      List<NamedAttribute> props = new ArrayList<>();
      props.add(new NamedAttribute("intrin", StringAttr.get(ctx, p.parseString())));
      List<UnresolvedOperand> args = p.parseOperandList(Delimiter.PAREN, -1);
      OpBundles.Parsed bundles = OpBundles.parse(p);
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      LlvmSpecs.splitAttrs(DEF, attrs, props, state);
      p.parseColon();
      int typeAt = p.currentOffset();
      CallOp.parseSignatureAndBundles(p, state, props, args, bundles, typeAt);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      CallIntrinsicOp c = (CallIntrinsicOp) op;
      p.print(' ');
      p.printString(c.intrinsic());
      p.print('(');
      p.printOperands(c.args());
      p.print(')');
      OpBundles.print(op, p, c.argCount());
      p.printOptionalAttrDict(FuncOp.withoutDefaults(op), ELIDED);
      p.print(" : ");
      CallOp.printTypeWithAttrs(p, c.args(), op.resultTypes(), op.inherentAttr("arg_attrs"), op.inherentAttr("res_attrs"));
    }
  }
}
