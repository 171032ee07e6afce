package org.jmlir.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
  void contextRegistersWhatTheProvidersRegister() {
    MLIRContext viaProviders = new MLIRContext();
    for (DialectProvider p : JrunDialects.providers()) {
      p.register(viaProviders);
    }
    MLIRContext ctx = JrunDialects.context();
    assertEquals(viaProviders.registeredDialects(), ctx.registeredDialects());
    assertTrue(ctx.loadedDialects().isEmpty(), "nothing loads before its first use");
    for (String ns : viaProviders.registeredDialects()) {
      assertEquals(viaProviders.getOrLoadDialect(ns).getClass(), ctx.getOrLoadDialect(ns).getClass(), ns);
      assertEquals(ns, ctx.getOrLoadDialect(ns).namespace());
    }
  }

  @Test
  void contextLoadsTheLlvmDialectOnDemand() {
    MLIRContext ctx = JrunDialects.context();
    assertNotNull(ctx.lookupOp("llvm.func"));
    assertNotNull(ctx.lookupOp("gpu.launch_func"));
  }
}
