package org.jmlir.dialect.linalg.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgEnumAttr;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.LinalgOps;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.loc.Location;

/** Builds the linalg.generic equivalent of a structured op (without its region). */
public final class Generalize {
  private Generalize() {}

  /** A linalg.generic state with the maps, iterators, operands and results of {@code op}, and an empty region. */
  public static OperationState genericState(LinalgOp op) {
    return genericState(op.context(), op.location(), op.inputs(), op.inits(), op.indexingMaps(), op.iteratorTypes(), op.resultTypes());
  }

  public static OperationState genericState(
      MLIRContext ctx, Location loc, List<Value> inputs, List<Value> inits, List<AffineMap> maps, List<String> iterators,
      List<org.jmlir.ir.type.Type> results) {
    OperationState s = new OperationState(ctx, LinalgOps.def(OpKind.GENERIC), loc);
    s.addOperands(inputs).addOperands(inits);
    s.addTypes(results);
    List<Attribute> mapAttrs = new ArrayList<>();
    for (AffineMap m : maps) {
      mapAttrs.add(AffineMapAttr.get(ctx, m));
    }
    List<Attribute> its = new ArrayList<>();
    for (String t : iterators) {
      its.add(LinalgEnumAttr.get(ctx, LinalgEnumAttr.Kind.ITERATOR_TYPE, t));
    }
    s.addAttribute("indexing_maps", ArrayAttr.get(ctx, mapAttrs));
    s.addAttribute("iterator_types", ArrayAttr.get(ctx, its));
    s.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(ctx, inputs.size(), inits.size()));
    s.addRegion();
    return s;
  }
}
