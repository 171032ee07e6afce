package org.jmlir.dialect.tf.analysis;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.charset.StandardCharsets;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;

/** A parsed module whose ops the tests find by their {@code _n} name attribute. */
final class AnalysisFixture {
  /** The resource type the tests' sources use, under the alias {@code !res}. */
  static final String RES = "!res = tensor<*x!tf_type.resource<tensor<4xf32>>>\n";

  final Operation module;

  AnalysisFixture(String source) {
    module = SourceParser.parse(MLIRContext.withAllDialects(), (RES + source).getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    assertNotNull(module, "source does not parse");
  }

  Operation func(String name) {
    Operation f = SymbolTable.lookupSymbolIn(module, name);
    assertNotNull(f, name);
    return f;
  }

  /** The op named {@code name} by its {@code _n} attribute. */
  Operation op(String name) {
    for (Operation op : module.collect(o -> o.attr("_n") instanceof StringAttr s && s.value().equals(name))) {
      return op;
    }
    throw new AssertionError("no op named " + name);
  }

  /** The first op named {@code opName} in walk order. */
  Operation first(String opName) {
    return module.collect(o -> o.name().equals(opName)).getFirst();
  }

  /** Result {@code i} of the op named {@code name}. */
  Value value(String name, int i) {
    return op(name).result(i);
  }

  Value value(String name) {
    return value(name, 0);
  }

  /** Argument {@code i} of function {@code func}. */
  Value arg(String func, int i) {
    return func(func).region(0).front().argument(i);
  }
}
