package org.jmlir.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.pass.PassProvider;
import org.junit.jupiter.api.Test;

/** jopt lists its providers explicitly; they must be exactly the ones the modules publish as services. */
class JoptRegistryTest {
  private static <T> Set<Class<?>> services(Class<T> service) {
    return ServiceLoader.load(service).stream().map(ServiceLoader.Provider::type).collect(Collectors.toSet());
  }

  @Test
  void dialectProvidersMatchTheServices() {
    Set<Class<?>> listed = JoptRegistry.dialectProviders().stream().map(Object::getClass).collect(Collectors.toSet());
    assertEquals(services(DialectProvider.class), listed);
  }

  @Test
  void passProvidersMatchTheServices() {
    Set<Class<?>> listed = JoptRegistry.passProviders().stream().map(Object::getClass).collect(Collectors.toSet());
    assertEquals(services(PassProvider.class), listed);
  }

  @Test
  void everyDialectAndPassIsThere() {
    assertEquals(org.jmlir.ir.MLIRContext.withAllDialects().registeredDialects(), JoptRegistry.newContext().registeredDialects());
    assertEquals(org.jmlir.ir.pass.PassRegistry.withAllPasses().entries().keySet(), JoptRegistry.passes().entries().keySet());
  }

  /**
   * Loads every dialect jopt registers. Tools compile an op's assembly format at its first parse or
   * print; with assertions on (as here) OpSpec compiles them as the dialect loads, so a malformed
   * format in any dialect fails this test rather than a user's run.
   */
  @Test
  void everyDialectLoadsWithItsFormats() {
    org.jmlir.ir.MLIRContext ctx = JoptRegistry.newContext();
    for (String namespace : ctx.registeredDialects()) {
      assertNotNull(ctx.getOrLoadDialect(namespace), namespace);
    }
  }
}
