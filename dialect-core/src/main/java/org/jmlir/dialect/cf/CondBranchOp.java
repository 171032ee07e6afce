package org.jmlir.dialect.cf;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;

/**
 * {@code cf.cond_br %c weights([60, 40]), ^bb1(%a : i32), ^bb2}: a two-way branch on an i1, with
 * optional branch weights. Operands are split into condition, true and false operands by
 * {@code operandSegmentSizes}.
 */
public final class CondBranchOp extends Operation implements CfOp, BranchOpInterface {
  /** MLIR's DenseI32ArrayAttr. */
  static final AttrConstraint DENSE_I32_ARRAY =
      AttrConstraint.of(
          "i32 dense array attribute",
          a -> a instanceof DenseArrayAttr d && d.elementType() instanceof IntegerType t && t.width() == 32);

  private static final List<String> ELIDED = List.of(OpSpec.OPERAND_SEGMENTS, "branch_weights");

  public static final OpDef DEF =
      OpSpec.define("cf.cond_br", CondBranchOp::new)
          .operand("condition", TypeConstraint.I1)
          .variadicOperand("trueDestOperands", TypeConstraint.ANY)
          .variadicOperand("falseDestOperands", TypeConstraint.ANY)
          .optionalAttr("branch_weights", DENSE_I32_ARRAY)
          // MLIR 22 default-initializes the segment sizes to zeros when the property is missing.
          .defaultAttr(OpSpec.OPERAND_SEGMENTS, DENSE_I32_ARRAY, ctx -> OperandSegments.sizesAttr(ctx, 0, 0, 0))
          .successor("trueDest")
          .successor("falseDest")
          .traits(Trait.PURE)
          .traits(Trait.TERMINATOR)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  MLIRContext ctx = p.context();
                  UnresolvedOperand cond = p.parseOperand();
                  DenseArrayAttr weights = null;
                  if (p.parseOptionalKeyword("weights")) {
                    p.parseLParen();
                    weights = parseI32Array(p);
                    p.parseRParen();
                  }
                  p.parseComma();
                  CfSyntax.DestOperands[] t = new CfSyntax.DestOperands[1];
                  state.addSuccessor(CfSyntax.parseSuccessor(p, t));
                  p.parseComma();
                  CfSyntax.DestOperands[] f = new CfSyntax.DestOperands[1];
                  state.addSuccessor(CfSyntax.parseSuccessor(p, f));
                  p.parseOptionalAttrDict(state.attributes);
                  state.addOperand(p.resolveOperand(cond, IntegerType.get(ctx, 1)));
                  CfSyntax.resolve(p, t[0], state.operands);
                  CfSyntax.resolve(p, f[0], state.operands);
                  if (weights != null) {
                    state.addAttribute("branch_weights", weights);
                  }
                  state.addAttribute(
                      OpSpec.OPERAND_SEGMENTS,
                      OperandSegments.sizesAttr(ctx, 1, t[0].uses().size(), f[0].uses().size()));
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  CondBranchOp br = (CondBranchOp) op;
                  p.print(' ');
                  p.printOperand(op.operand(0));
                  if (op.inherentAttr("branch_weights") instanceof DenseArrayAttr w) {
                    p.print(" weights(");
                    printI32Array(w, p);
                    p.print(')');
                  }
                  p.print(", ");
                  p.printSuccessorAndUseList(op.successor(0), br.successorOperands(0));
                  p.print(", ");
                  p.printSuccessorAndUseList(op.successor(1), br.successorOperands(1));
                  p.printOptionalAttrDict(op.attrDictionary().entries(), ELIDED);
                }
              })
          .verifier(CondBranchOp::verify)
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(
                  List.of(new CfPatterns.SimplifyConstCondBranchPred(), new CfPatterns.SimplifyPassThroughCondBranch(), new CfPatterns.SimplifyCondBranchIdenticalSuccessors(), new CfPatterns.SimplifyCondBranchFromCondBranchOnSameCondition(), new CfPatterns.CondBranchTruthPropagation())))
          .build();

  private CondBranchOp() {}

  public Value condition() {
    return operand(0);
  }

  public Block trueDest() {
    return successor(0);
  }

  public Block falseDest() {
    return successor(1);
  }

  /** Matches MLIR's CondBranchOp::getSuccessorForOperands: the side a constant condition picks. */
  @Override
  public Block successorForOperands(List<org.jmlir.ir.attr.Attribute> operands) {
    if (operands.get(0) instanceof org.jmlir.ir.attr.IntegerAttr c) {
      return c.value().signum() != 0 ? trueDest() : falseDest();
    }
    return null;
  }

  @Override
  public List<Value> successorOperands(int index) {
    return DEF.extension(OpSpec.class).operandGroup(this, index + 1);
  }

  @Override
  public int successorOperandStart(int index) {
    return index == 0 ? 1 : 1 + successorOperands(0).size();
  }

  @Override
  public void setSuccessorOperands(int index, List<? extends Value> values) {
    List<Value> t = index == 0 ? List.copyOf(values) : List.copyOf(successorOperands(0));
    List<Value> f = index == 1 ? List.copyOf(values) : List.copyOf(successorOperands(1));
    List<Value> all = new ArrayList<>(1 + t.size() + f.size());
    all.add(condition());
    all.addAll(t);
    all.addAll(f);
    setOperands(all);
    setAttr(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(context(), 1, t.size(), f.size()));
  }

  private static boolean verify(Operation op) {
    if (!BranchWeights.verify(op, op.inherentAttr("branch_weights"))) {
      return false;
    }
    return BranchOpInterface.verifySuccessors(op, (CondBranchOp) op);
  }

  /** {@code [1, 2]} as an i32 dense array. */
  static DenseArrayAttr parseI32Array(OpAsmParser p) {
    List<Long> values = new ArrayList<>();
    p.parseCommaSeparatedList(
        Delimiter.SQUARE,
        () -> {
          int offset = p.currentOffset();
          BigInteger v = p.parseInteger();
          if (v.bitLength() > 32) {
            throw p.emitError(offset, "integer value too large");
          }
          values.add(v.longValue());
        },
        "");
    long[] raw = new long[values.size()];
    for (int i = 0; i < raw.length; i++) {
      raw[i] = values.get(i);
    }
    return DenseArrayAttr.get(p.context(), IntegerType.get(p.context(), 32), raw);
  }

  static void printI32Array(DenseArrayAttr a, OpAsmPrinter p) {
    p.print('[');
    for (int i = 0; i < a.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.print(a.rawValue(i));
    }
    p.print(']');
  }
}
