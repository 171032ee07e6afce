/** The StableHLO reference interpreter, the check dialect and the interpreter API. */
package org.jmlir.hlo.interpret;
