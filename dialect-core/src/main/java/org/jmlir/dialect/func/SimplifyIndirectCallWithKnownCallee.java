package org.jmlir.dialect.func;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;

/** {@code func.call_indirect} of a constant function becomes a direct {@code func.call} (MLIR's pattern of that name). */
final class SimplifyIndirectCallWithKnownCallee extends RewritePattern {
  SimplifyIndirectCallWithKnownCallee() {
    super("func.call_indirect", 1);
  }

  @Override
  public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    if (!(OperationFolder.constantValue(op.operand(0)) instanceof SymbolRefAttr callee)) {
      return false;
    }
    OperationState s = new OperationState(op.context(), CallOp.DEF, op.location());
    s.addOperands(op.operands().subList(1, op.numOperands()));
    s.addTypes(op.resultTypes());
    List<NamedAttribute> props = new ArrayList<>();
    for (String name : List.of("arg_attrs", "res_attrs")) {
      Attribute a = op.inherentAttr(name);
      if (a != null) {
        props.add(new NamedAttribute(name, a));
      }
    }
    props.add(new NamedAttribute("callee", callee));
    s.properties = DictionaryAttr.get(op.context(), props);
    rewriter.replaceOpWithNewOp(op, s);
    return true;
  }
}
