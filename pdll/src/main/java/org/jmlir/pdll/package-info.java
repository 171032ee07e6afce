/** PDLL: parser (ANTLR4), semantic checks and the pattern interpreter behind jopt --pdll. */
package org.jmlir.pdll;
