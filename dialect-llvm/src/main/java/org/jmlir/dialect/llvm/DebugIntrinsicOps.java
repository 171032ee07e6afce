package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * The debug intrinsics: {@code llvm.intr.dbg.value #var [#expr] = %v : type},
 * {@code llvm.intr.dbg.declare #var [#expr] = %addr : !llvm.ptr} and {@code llvm.intr.dbg.label #label},
 * with mlir-opt 22's syntax (the expression is printed only when it is not the empty
 * {@code #llvm.di_expression<>}).
 */
public final class DebugIntrinsicOps {
  private DebugIntrinsicOps() {}

  private static OpDef variable(String name, String operand, org.jmlir.ir.interfaces.PromotableOpInterface promotion) {
    return LlvmSpecs.op(name, LlvmSpecs.LLVM_OP)
        .operand(operand, LlvmSpecs.ANY)
        .attr("varInfo", AttrConstraint.ANY)
        .attr("locationExpr", AttrConstraint.ANY)
        .addInterface(org.jmlir.ir.interfaces.PromotableOpInterface.class, promotion)
        .assembly(new VariableSyntax())
        .build();
  }

  /**
   * mem2reg/sroa on a slot a debug value describes (MLIR 22's DbgValueOp): it stays, describing an
   * undefined value of the pointer's type created right before it.
   */
  private static final org.jmlir.ir.interfaces.PromotableOpInterface VALUE_PROMOTION =
      new org.jmlir.ir.interfaces.PromotableOpInterface() {
        @Override
        public boolean canUsesBeRemoved(Operation op, org.jmlir.ir.Value used, List<org.jmlir.ir.Value> derived) {
          return op.operand(0) == used;
        }

        @Override
        public boolean removeBlockingUses(Operation op, org.jmlir.ir.Value used) {
          OperationState s = new OperationState(op.context(), op.context().lookupOp("llvm.mlir.undef"),
              used.definingOp() != null ? used.definingOp().location() : op.location());
          s.addType(used.type());
          Operation undef = Operation.create(s);
          op.block().insertBefore(op, undef);
          op.setOperand(0, undef.result(0));
          return false;
        }
      };

  /**
   * mem2reg on a slot a debug declaration describes (MLIR 22's DbgDeclareOp): the declaration goes,
   * and each value stored into the slot gets a debug value right after its store.
   */
  private static final org.jmlir.ir.interfaces.PromotableOpInterface DECLARE_PROMOTION =
      new org.jmlir.ir.interfaces.PromotableOpInterface() {
        @Override
        public boolean canUsesBeRemoved(Operation op, org.jmlir.ir.Value used, List<org.jmlir.ir.Value> derived) {
          return true;
        }

        @Override
        public boolean requiresReplacedValues() {
          return true;
        }

        @Override
        public void visitReplacedValue(Operation op, Operation definition, org.jmlir.ir.Value value) {
          definition.block().insertAfter(definition, describe(op, value));
        }
      };

  /** A debug value of {@code value} for the variable (and expression) of debug declaration {@code declare}. */
  static Operation describe(Operation declare, org.jmlir.ir.Value value) {
    OperationState s = new OperationState(declare.context(), DBG_VALUE, declare.location());
    s.addOperand(value);
    s.properties = DictionaryAttr.get(declare.context(), List.of(
        new NamedAttribute("locationExpr", declare.inherentAttr("locationExpr")),
        new NamedAttribute("varInfo", declare.inherentAttr("varInfo"))));
    return Operation.create(s);
  }

  public static final OpDef DBG_VALUE = variable("llvm.intr.dbg.value", "value", VALUE_PROMOTION);
  public static final OpDef DBG_DECLARE = variable("llvm.intr.dbg.declare", "addr", DECLARE_PROMOTION);

  public static final OpDef DBG_LABEL =
      LlvmSpecs.op("llvm.intr.dbg.label", LlvmOp::new)
          .attr("label", AttrConstraint.ANY)
          .format("$label attr-dict")
          .build();

  public static List<OpDef> all() {
    return List.of(DBG_VALUE, DBG_DECLARE, DBG_LABEL);
  }

  /** The empty expression {@code #llvm.di_expression<>}. */
  public static Attribute emptyExpression(MLIRContext ctx) {
    return LlvmTextAttr.get(ctx, "di_expression", "<>");
  }

  private static final class VariableSyntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      MLIRContext ctx = p.context();
      List<NamedAttribute> props = new ArrayList<>();
      props.add(new NamedAttribute("varInfo", p.parseAttribute(null)));
      Attribute expr = p.parseOptionalAttribute(null);
      props.add(new NamedAttribute("locationExpr", expr == null ? emptyExpression(ctx) : expr));
      p.parseEqual();
      var operand = p.parseOperand();
      p.parseColon();
      Type type = p.parseType();
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      state.addOperands(List.of(p.resolveOperand(operand, type)));
      state.properties = DictionaryAttr.get(ctx, props);
      state.attributes.addAll(attrs);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printAttribute(op.attr("varInfo"));
      Attribute expr = op.attr("locationExpr");
      if (expr != null && expr != emptyExpression(op.context())) {
        p.print(' ');
        p.printAttribute(expr);
      }
      p.print(" = ");
      p.printOperand(op.operand(0));
      p.print(" : ");
      p.printType(op.operand(0).type());
      p.printOptionalAttrDict(org.jmlir.ir.ods.format.FormatProgram.attrDictionary(op), List.of("varInfo", "locationExpr"));
    }
  }
}
