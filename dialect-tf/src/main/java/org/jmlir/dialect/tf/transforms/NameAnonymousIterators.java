package org.jmlir.dialect.tf.transforms;

import java.util.List;
import org.jmlir.dialect.tf.TfOpRegistry;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code tf-name-anonymous-iterators}: each tf.AnonymousIterator(V2, V3) becomes a tf.Iterator named
 * {@code _iterator1}, {@code _iterator2}, ... in module order, with the same output types and
 * shapes; the anonymous op stays only while its other result (V2's deleter) is used.
 */
public final class NameAnonymousIterators extends Pass {
  private static final List<String> ANONYMOUS =
      List.of("tf.AnonymousIterator", "tf.AnonymousIteratorV2", "tf.AnonymousIteratorV3");

  public NameAnonymousIterators(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-name-anonymous-iterators";
  }

  @Override
  public String summary() {
    return "Converts anonymous iterators to named iterators";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    int counter = 1;
    for (Operation op : root.collect(o -> ANONYMOUS.contains(o.name()))) {
      TfOpRegistry.OpInfo info = TfOpRegistry.info("tf.Iterator");
      OpDef def = info != null ? info.def() : op.context().opDef("tf.Iterator");
      OperationState st = new OperationState(op.context(), def, op.location());
      st.addType(op.result(0).type());
      st.addAttribute("shared_name", StringAttr.get(op.context(), "_iterator" + counter++));
      st.addAttribute("container", StringAttr.get(op.context(), ""));
      if (op.attr("output_types") != null) {
        st.addAttribute("output_types", op.attr("output_types"));
      }
      if (op.attr("output_shapes") != null) {
        st.addAttribute("output_shapes", op.attr("output_shapes"));
      }
      Operation it = Operation.create(st);
      op.block().insertBefore(op, it);
      op.result(0).replaceAllUsesWith(it.result(0));
      if (op.useEmpty()) {
        op.erase();
      }
    }
  }
}
