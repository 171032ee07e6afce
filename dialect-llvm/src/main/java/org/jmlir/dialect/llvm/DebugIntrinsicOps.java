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

  private static OpDef variable(String name, String operand) {
    return LlvmSpecs.op(name, LlvmOp::new)
        .operand(operand, LlvmSpecs.ANY)
        .attr("varInfo", AttrConstraint.ANY)
        .attr("locationExpr", AttrConstraint.ANY)
        .assembly(new VariableSyntax())
        .build();
  }

  public static final OpDef DBG_VALUE = variable("llvm.intr.dbg.value", "value");
  public static final OpDef DBG_DECLARE = variable("llvm.intr.dbg.declare", "addr");

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
