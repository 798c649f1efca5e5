package neo4jlocal;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.HttpConnector;
import org.neo4j.configuration.connectors.HttpsConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.graphdb.config.Setting;
import org.neo4j.io.ByteUnit;
import org.neo4j.logging.Level;
import org.neo4j.logging.log4j.Log4jLogProvider;
import org.neo4j.server.configuration.ServerSettings;
import sun.misc.Signal;

/**
 * A local Neo4j 5.26 Community server for development and tests, without Docker.
 *
 * <p>It embeds the DBMS and enables the same network connectors as the packaged server:
 * Bolt on 127.0.0.1:&lt;bolt-port&gt; and (unless --http-port 0) HTTP on 127.0.0.1:&lt;http-port&gt;,
 * which serves the transactional Cypher endpoint, the Query API and Neo4j Browser at /browser/.
 *
 * <p><b>Authentication is disabled.</b> That is acceptable only because every connector is bound
 * to the loopback interface.
 *
 * <pre>
 * java @jvm.args -cp target/classes:$(cat target/classpath.txt) neo4jlocal.Neo4jLocal \
 *      --data-dir DIR [--bolt-port 7687] [--http-port 7474] [--pagecache 256m]
 * </pre>
 *
 * Each option can also come from the environment: NEO4J_LOCAL_DATA_DIR, NEO4J_LOCAL_BOLT_PORT,
 * NEO4J_LOCAL_HTTP_PORT, NEO4J_LOCAL_PAGECACHE. The data directory becomes NEO4J_HOME: the store
 * lives in DIR/data, logs in DIR/logs (debug.log) and DIR/neo4j.pid names the running process. The store
 * is never wiped; only old transaction log files are pruned, as Neo4j always does (about 256 MiB are kept).
 * Memory: page cache 256 MiB by default; the heap is set in jvm.args (-Xmx1g), which has no comments
 * because java argument files cannot have any.
 *
 * <p>Neo4j Browser: http://127.0.0.1:&lt;http-port&gt;/browser/?preselectAuthMethod=NO_AUTH connects at once
 * (without the parameter, choose "No authentication" in the connect form).
 *
 * <p>Stdout carries exactly one line, once Bolt (and HTTP) accept connections:
 * {@code neo4j ready bolt://127.0.0.1:7687 http://127.0.0.1:7474}. Warnings and errors go to stderr.
 * SIGTERM or SIGINT shuts the DBMS down cleanly (about half a second) and exits with status 0. (A JVM
 * started in the background by a non-interactive shell inherits SIGINT as ignored; use SIGTERM there.)
 */
public final class Neo4jLocal {
    private static final String HOST = "127.0.0.1";

    private Neo4jLocal() {}

    public static void main(String[] args) {
        Map<String, String> opts;
        try {
            opts = parseArgs(args);
        } catch (IllegalArgumentException e) {
            System.err.println("neo4j-local: " + e.getMessage());
            System.err.println(
                    "usage: Neo4jLocal --data-dir DIR [--bolt-port 7687] [--http-port 7474 (0 = off)] [--pagecache 256m]");
            System.exit(2);
            return;
        }

        Path home = Path.of(opts.get("data-dir")).toAbsolutePath().normalize();
        int boltPort = port(opts.get("bolt-port"), "bolt-port", 1);
        int httpPort = port(opts.get("http-port"), "http-port", 0);
        long pageCache = ByteUnit.parse(opts.get("pagecache"));
        boolean http = httpPort != 0;

        // Only the user-facing log (what the packaged server writes to neo4j.log), warnings and up, to stderr.
        // The detailed internal log still goes to <home>/logs/debug.log.
        Log4jLogProvider userLog = new Log4jLogProvider(System.err, Level.WARN);

        // <home>/neo4j.pid names this process while it runs (the TypeScript launcher writes it too); a running
        // server is recognised by it and reused instead of started twice on the same store.
        Path pidFile = home.resolve("neo4j.pid");
        String pid = Long.toString(ProcessHandle.current().pid());

        DatabaseManagementService dbms;
        try {
            Files.createDirectories(home);
            Files.writeString(pidFile, pid + "\n");
            dbms = new DatabaseManagementServiceBuilder(home)
                    .setUserLogProvider(userLog)
                    .setConfig(settings(boltPort, httpPort, http, pageCache))
                    .build(); // returns once the DBMS and its connectors are started
        } catch (Throwable t) {
            t.printStackTrace();
            // Last line of output: the root cause in one line (e.g. "Address 127.0.0.1:7474 is already in use").
            Throwable root = t;
            while (root.getCause() != null && root.getCause() != root) {
                root = root.getCause();
            }
            System.err.println("neo4j-local: failed to start Neo4j in " + home + ": " + root);
            userLog.close();
            removePidFile(pidFile, pid);
            System.exit(1);
            return;
        }

        // The shutdown hook does the actual, orderly shutdown (flushes the page cache, checkpoints, closes
        // the store files), whichever way the JVM is asked to exit.
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                dbms.shutdown();
            } catch (Throwable t) {
                System.err.println("neo4j-local: error during shutdown");
                t.printStackTrace();
            } finally {
                userLog.close();
                removePidFile(pidFile, pid);
                stopped.countDown();
            }
        }, "neo4j-local-shutdown"));

        // A plain SIGTERM makes the JVM exit with status 143 (128 + 15) after running the hooks. Handling the
        // signals ourselves and calling System.exit(0) still runs the hook above, but reports a clean stop.
        // (This is what Neo4j's own server bootstrapper does too.)
        for (String sig : new String[] {"TERM", "INT"}) {
            try {
                Signal.handle(new Signal(sig), s -> System.exit(0));
            } catch (IllegalArgumentException ignored) {
                // Signal not available on this platform/JVM: the default handling (exit 128+n) still shuts down.
            }
        }

        PrintStream out = System.out;
        out.println("neo4j ready bolt://" + HOST + ":" + boltPort + (http ? " http://" + HOST + ":" + httpPort : ""));
        out.flush();

        // Keep the main thread parked until shutdown; all the work happens on Neo4j's own threads.
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Map<Setting<?>, Object> settings(int boltPort, int httpPort, boolean http, long pageCache) {
        Map<Setting<?>, Object> s = new HashMap<>();
        // Listen on loopback only; advertise the same address (Browser's discovery uses it).
        s.put(GraphDatabaseSettings.default_listen_address, new SocketAddress(HOST));
        s.put(GraphDatabaseSettings.default_advertised_address, new SocketAddress(HOST));

        s.put(BoltConnector.enabled, true);
        s.put(BoltConnector.listen_address, new SocketAddress(HOST, boltPort));
        s.put(BoltConnector.advertised_address, new SocketAddress(HOST, boltPort));
        s.put(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED);
        // Netty waits a 5 s "quiet period" per event loop group on shutdown (two groups = 10 s) although the
        // databases are already checkpointed and closed by then. Skip it so SIGTERM stops in about a second.
        s.put(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period, 0);
        s.put(GraphDatabaseInternalSettings.netty_server_shutdown_timeout, Duration.ofSeconds(5));

        s.put(HttpConnector.enabled, http);
        if (http) {
            s.put(HttpConnector.listen_address, new SocketAddress(HOST, httpPort));
            s.put(HttpConnector.advertised_address, new SocketAddress(HOST, httpPort));
        }
        s.put(HttpsConnector.enabled, false);

        // No users/passwords: acceptable because nothing listens beyond 127.0.0.1.
        s.put(GraphDatabaseSettings.auth_enabled, false);

        // Modest memory: the heap is set on the java command line (-Xmx1g in jvm.args).
        s.put(GraphDatabaseSettings.pagecache_memory, pageCache);

        // Small transaction logs on disk: the default preallocates 256 MiB per database (neo4j + system, so
        // 512 MiB for an empty store) and keeps two days of history. Rotate at 32 MiB, keep at most ~256 MiB.
        s.put(GraphDatabaseSettings.preallocate_logical_logs, false);
        s.put(GraphDatabaseSettings.logical_log_rotation_threshold, ByteUnit.mebiBytes(32));
        s.put(GraphDatabaseSettings.keep_logical_logs, "256M size");

        // No phoning home: neither usage reports from the server nor product analytics from Browser.
        s.put(GraphDatabaseSettings.udc_enabled, false);
        s.put(ServerSettings.allow_telemetry, false);
        return s;
    }

    /** Deletes the pid file if it still names this process. */
    private static void removePidFile(Path pidFile, String pid) {
        try {
            if (Files.exists(pidFile) && Files.readString(pidFile).trim().equals(pid)) {
                Files.delete(pidFile);
            }
        } catch (Exception ignored) {
            // best effort: a stale pid file is ignored by the launcher (the pid is checked for liveness)
        }
    }

    /** Options from --name value / --name=value, falling back to NEO4J_LOCAL_NAME env vars, then defaults. */
    private static Map<String, String> parseArgs(String[] args) {
        Map<String, String> opts = new HashMap<>();
        opts.put("bolt-port", "7687");
        opts.put("http-port", "7474");
        opts.put("pagecache", "256m");
        for (String key : new String[] {"data-dir", "bolt-port", "http-port", "pagecache"}) {
            String env = System.getenv("NEO4J_LOCAL_" + key.toUpperCase().replace('-', '_'));
            if (env != null && !env.isBlank()) {
                opts.put(key, env.trim());
            }
        }
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (!a.startsWith("--")) {
                throw new IllegalArgumentException("unexpected argument: " + a);
            }
            String key = a.substring(2);
            String value;
            int eq = key.indexOf('=');
            if (eq >= 0) {
                value = key.substring(eq + 1);
                key = key.substring(0, eq);
            } else if (i + 1 < args.length) {
                value = args[++i];
            } else {
                throw new IllegalArgumentException("missing value for --" + key);
            }
            if (!opts.containsKey(key) && !key.equals("data-dir")) {
                throw new IllegalArgumentException("unknown option --" + key);
            }
            opts.put(key, value);
        }
        if (opts.get("data-dir") == null || opts.get("data-dir").isBlank()) {
            throw new IllegalArgumentException("--data-dir (or NEO4J_LOCAL_DATA_DIR) is required");
        }
        return opts;
    }

    private static int port(String value, String name, int min) {
        try {
            int p = Integer.parseInt(value);
            if (p >= min && p <= 65535) {
                return p;
            }
        } catch (NumberFormatException ignored) {
            // fall through
        }
        System.err.println("neo4j-local: invalid --" + name + ": " + value);
        System.exit(2);
        return -1;
    }
}
