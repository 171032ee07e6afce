package org.jmlir.dialect.index;

import java.util.List;
import java.util.function.Function;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * The {@code attr-dict $value} form of the index constants: the value is written without its type,
 * which is the op's fixed result type (ODS's buildable type: {@code index} or {@code i1}).
 */
final class ConstantAssembly implements OpDef.Assembly {
  private static final List<String> ELIDED = List.of("value");

  private final Function<MLIRContext, Type> type;

  ConstantAssembly(Function<MLIRContext, Type> type) {
    this.type = type;
  }

  @Override
  public void parse(OpAsmParser p, OperationState state) {
    p.parseOptionalAttrDict(state.attributes);
    Type t = type.apply(p.context());
    state.addAttribute("value", p.parseAttribute(t));
    state.addType(t);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.printOptionalAttrDict(op.attrDictionary().entries(), ELIDED);
    p.print(' ');
    p.printAttributeWithoutType(op.inherentAttr("value"));
  }
}
