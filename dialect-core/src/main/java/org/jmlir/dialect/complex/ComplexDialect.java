package org.jmlir.dialect.complex;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.Type;

/** The complex dialect: arithmetic on {@code complex<fN>} values (MLIR 22's ComplexOps.td). */
public final class ComplexDialect extends Dialect {
  public static final String NAMESPACE = "complex";

  public ComplexDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return ComplexOps.ALL;
  }

  /**
   * MLIR's ComplexDialect::materializeConstant: a two-element array of the element type is a
   * {@code complex.constant}, anything else arith's constant.
   */
  @Override
  public Operation materializeConstant(Attribute value, Type type, Location loc) {
    if (value instanceof ArrayAttr a && type instanceof ComplexType c && a.size() == 2
        && a.get(0) instanceof TypedAttr re && a.get(1) instanceof TypedAttr im && re.type() == c.elementType()
        && im.type() == c.elementType()) {
      OperationState s = new OperationState(context(), "complex.constant", loc);
      s.addAttribute("value", value);
      s.addType(type);
      return Operation.create(s);
    }
    Dialect arith = context().getOrLoadDialect("arith");
    return arith == null ? null : arith.materializeConstant(value, type, loc);
  }
}
