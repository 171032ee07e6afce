package org.jmlir.dialect.index;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;

/**
 * The binary index ops ({@code %c = index.add %a, %b}): two index operands, one index result, the
 * format {@code $lhs `,` $rhs attr-dict} (MLIR's IndexBinaryOp). One class serves every kind; the
 * kind is the op's {@link OpDef}.
 */
public final class BinaryOp extends Operation implements IndexOp {
  /**
   * {@code $lhs `,` $rhs attr-dict}; the index types are implied (ODS's buildable type), which the
   * declarative format cannot express yet, so this is written by hand.
   */
  private static final OpDef.Assembly ASSEMBLY =
      new OpDef.Assembly() {
        @Override
        public void parse(OpAsmParser p, OperationState state) {
          UnresolvedOperand lhs = p.parseOperand();
          p.parseComma();
          UnresolvedOperand rhs = p.parseOperand();
          p.parseOptionalAttrDict(state.attributes);
          IndexType index = IndexType.get(p.context());
          state.addOperand(p.resolveOperand(lhs, index));
          state.addOperand(p.resolveOperand(rhs, index));
          state.addType(index);
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          p.print(' ');
          p.printOperand(op.operand(0));
          p.print(", ");
          p.printOperand(op.operand(1));
          p.printOptionalAttrDict(op.attrDictionary().entries(), List.of());
        }
      };

  public static final OpDef ADD = binary("add", Trait.COMMUTATIVE);
  public static final OpDef SUB = binary("sub");
  public static final OpDef MUL = binary("mul", Trait.COMMUTATIVE);
  public static final OpDef DIVS = binary("divs");
  public static final OpDef DIVU = binary("divu");
  public static final OpDef CEILDIVS = binary("ceildivs");
  public static final OpDef CEILDIVU = binary("ceildivu");
  public static final OpDef FLOORDIVS = binary("floordivs");
  public static final OpDef REMS = binary("rems");
  public static final OpDef REMU = binary("remu");
  public static final OpDef MAXS = binary("maxs", Trait.COMMUTATIVE);
  public static final OpDef MAXU = binary("maxu", Trait.COMMUTATIVE);
  public static final OpDef MINS = binary("mins", Trait.COMMUTATIVE);
  public static final OpDef MINU = binary("minu", Trait.COMMUTATIVE);
  public static final OpDef SHL = binary("shl");
  public static final OpDef SHRS = binary("shrs");
  public static final OpDef SHRU = binary("shru");
  public static final OpDef AND = binary("and", Trait.COMMUTATIVE);
  public static final OpDef OR = binary("or", Trait.COMMUTATIVE);
  public static final OpDef XOR = binary("xor", Trait.COMMUTATIVE);

  /** All binary kinds, in MLIR's declaration order. */
  public static final List<OpDef> ALL =
      List.of(ADD, SUB, MUL, DIVS, DIVU, CEILDIVS, CEILDIVU, FLOORDIVS, REMS, REMU, MAXS, MAXU, MINS, MINU, SHL, SHRS,
          SHRU, AND, OR, XOR);

  private BinaryOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }

  private static OpDef binary(String mnemonic, Trait... extra) {
    OpSpec.Builder b = OpSpec.define(IndexDialect.NAMESPACE + "." + mnemonic, BinaryOp::new)
        .operand("lhs", TypeConstraint.INDEX)
        .operand("rhs", TypeConstraint.INDEX)
        .result("result", TypeConstraint.INDEX)
        .traits(Trait.PURE)
        .traits(extra)
        .assembly(ASSEMBLY)
        .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, rangeInference(mnemonic));
    org.jmlir.ir.rewrite.OpFolder folder = IndexFolders.binary(mnemonic);
    if (folder != null) {
      b.extension(org.jmlir.ir.rewrite.OpFolder.class, folder);
    }
    org.jmlir.ir.rewrite.CanonicalizationPatterns patterns = IndexPatterns.binary(mnemonic);
    if (patterns != null) {
      b.extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, patterns);
    }
    return b.build();
  }

  /** The arith op each kind computes like ({@code index.X} is {@code arith.Xi}), and which bounds its 32/64-bit inferences must agree on. */
  private static org.jmlir.ir.interfaces.InferIntRangeInterface rangeInference(String mnemonic) {
    IndexIntRanges.Mode mode = switch (mnemonic) {
      case "add", "sub", "mul", "shl" -> IndexIntRanges.Mode.BOTH;
      case "divu", "ceildivu", "remu", "maxu", "minu", "shru", "and", "or", "xor" -> IndexIntRanges.Mode.UNSIGNED;
      default -> IndexIntRanges.Mode.SIGNED;
    };
    return IndexIntRanges.binary("arith." + mnemonic + "i", mode); // index.divs computes as arith.divsi
  }
}
