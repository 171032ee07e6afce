package org.jmlir.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;
import org.junit.jupiter.api.Test;

class JrunDialectsTest {
  @Test
  void listMatchesTheServicesOnTheClassPath() {
    Set<String> listed = new TreeSet<>();
    for (DialectProvider p : JrunDialects.providers()) {
      listed.add(p.getClass().getName());
    }
    Set<String> found = new TreeSet<>();
    for (DialectProvider p : ServiceLoader.load(DialectProvider.class, JrunDialects.class.getClassLoader())) {
      found.add(p.getClass().getName());
    }
    assertEquals(found, listed);
  }

  @Test
  void contextLoadsTheLlvmDialectOnDemand() {
    MLIRContext ctx = JrunDialects.context();
    assertNotNull(ctx.lookupOp("llvm.func"));
    assertNotNull(ctx.lookupOp("gpu.launch_func"));
  }
}
