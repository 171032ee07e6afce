package org.jmlir.opt;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;

/**
 * The {@code test} dialect as far as mlir-opt's shows from outside: mlir-opt registers MLIR's test
 * dialect, which allows unknown operations, so {@code "test.foo"(...)} in generic form parses,
 * verifies and prints back without {@code -allow-unregistered-dialect}. jopt defines only the ops
 * upstream's buffer tests write in custom syntax ({@link TestBufferOps}, {@link TestRegionIfOp}).
 */
public final class TestDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(TestDialect.NAMESPACE, TestDialect::new);
  }

  /** A dialect with a few ops that accepts any op of its namespace. */
  static final class TestDialect extends Dialect {
    static final String NAMESPACE = "test";

    TestDialect() {
      super(NAMESPACE);
      addInterface(org.jmlir.ir.interfaces.RegionBranchSemantics.class, new TestRegionIfOp.Semantics());
    }

    @Override
    public List<OpDef> operations() {
      List<OpDef> ops = new java.util.ArrayList<>(TestBufferOps.ALL);
      ops.add(TestRegionIfOp.RegionIfOp.DEF);
      ops.add(TestRegionIfOp.RegionIfYieldOp.DEF);
      return ops;
    }

    /**
     * {@code !test.memref_element}: a type memrefs may hold that no lowering knows how to convert
     * (upstream's TestMemRefElementType), so conversions leave what uses it as it is.
     */
    @Override
    public org.jmlir.ir.type.Type parseType(org.jmlir.ir.parse.DialectAsmParser parser) {
      if (parser.fullSpec().equals("memref_element")) {
        parser.parseKeyword("memref_element");
        return org.jmlir.ir.type.OpaqueType.get(parser.context(), NAMESPACE, "memref_element");
      }
      return null;
    }

    @Override
    public boolean allowsUnknownOperations() {
      return true;
    }
  }
}
