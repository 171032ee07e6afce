package org.jmlir.dialect.affine;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.type.IndexType;

/**
 * The ops that evaluate one affine map on index operands: {@code affine.apply #map(%d)[%s]} (one
 * result, the map's only expression) and {@code affine.min}/{@code affine.max} (the least/greatest of
 * the map's expressions). One class serves the three; the kind is the op's {@link OpDef}.
 */
public final class AffineMapOp extends Operation {
  /** MLIR's AffineMapAttr constraint. */
  static final AttrConstraint AFFINE_MAP = AttrConstraint.of("AffineMap attribute", a -> a instanceof AffineMapAttr);

  public static final OpDef APPLY = define("affine.apply", true, 0);
  public static final OpDef MIN = define("affine.min", false, -1);
  public static final OpDef MAX = define("affine.max", false, 1);

  private AffineMapOp() {}

  public AffineMap map() {
    return ((AffineMapAttr) attr("map")).map();
  }

  private static OpDef define(String name, boolean apply, int foldKind) {
    return OpSpec.define(name, AffineMapOp::new)
        .variadicOperand("mapOperands", TypeConstraint.INDEX)
        .result("result", TypeConstraint.INDEX)
        .attr("map", AFFINE_MAP)
        .traits(Trait.PURE)
        .verifier(op -> verify(op, apply))
        .assembly(new MapAssembly(apply))
        .extension(OpFolder.class, new AffineFolder(foldKind))
        .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, AffinePatterns.mapOp(name))
        .build();
  }

  private static boolean verify(Operation op, boolean apply) {
    AffineMap map = ((AffineMapAttr) op.attr("map")).map();
    if (op.numOperands() != map.numInputs()) {
      return op.emitOpError("operand count and affine map dimension and symbol count must match").report();
    }
    if (apply && map.numResults() != 1) {
      return op.emitOpError("mapping must produce one value").report();
    }
    if (apply) {
      org.jmlir.ir.Region scope = AffineValidity.affineScope(op);
      for (org.jmlir.ir.Value v : op.operands().subList(map.numDims(), op.numOperands())) {
        if (AffineValidity.isValidDim(v, scope) && !AffineValidity.isValidSymbol(v, scope)) {
          return op.emitError("dimensional operand cannot be used as a symbol").report();
        }
      }
    }
    if (!apply && map.numResults() == 0) {
      return op.emitOpError("affine map expect at least one result").report();
    }
    return true;
  }

  /** Parses an attribute that must be an affine map (MLIR's parseAttribute into an AffineMapAttr). */
  static AffineMapAttr parseMapAttr(OpAsmParser p) {
    int offset = p.currentOffset();
    Attribute a = p.parseAttribute(null);
    if (!(a instanceof AffineMapAttr m)) {
      throw p.emitError(offset, "invalid kind of attribute specified");
    }
    return m;
  }

  /** {@code $map (dims)[symbols] attr-dict}: apply's result count is the map's, min/max have one. */
  private record MapAssembly(boolean apply) implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      AffineMapAttr attr = parseMapAttr(p);
      state.addAttribute("map", attr);
      int numDims = DimAndSymbolList.parse(p, state.operands);
      p.parseOptionalAttrDict(state.attributes);
      AffineMap map = attr.map();
      if (apply && (map.numDims() != numDims || map.numInputs() != state.operands.size())) {
        throw p.emitError(p.nameOffset(), "dimension or symbol index mismatch");
      }
      int results = apply ? map.numResults() : 1;
      for (int i = 0; i < results; i++) {
        state.addType(IndexType.get(p.context()));
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      AffineMap map = ((AffineMapAttr) op.attr("map")).map();
      p.print(' ');
      p.printAttribute(op.attr("map"));
      int numDims = Math.min(map.numDims(), op.numOperands());
      DimAndSymbolList.print(p, op.operands(), numDims);
      p.printOptionalAttrDict(op.attrDictionary().entries(), List.of("map"));
    }
  }
}
