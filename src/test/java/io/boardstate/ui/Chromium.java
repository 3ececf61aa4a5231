package io.boardstate.ui;

import java.io.File;
import java.nio.file.Files;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/** A real headless Chromium (Debian's chromium and chromium-driver), as on this machine's closed network. */
final class Chromium {
    private Chromium() {}

    static WebDriver start(int width, int height) throws Exception {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(executable("chromium", "/usr/bin/chromium"));
        // No background connections, a fresh profile.
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--hide-scrollbars",
                "--window-size=" + width + "," + height,
                "--user-data-dir=" + Files.createTempDirectory("viewer-chromium"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(executable("chromedriver", "/usr/bin/chromedriver")))
                .usingAnyFreePort()
                .build();
        return new ChromeDriver(service, options);
    }

    static String executable(String name, String fallback) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            File candidate = new File(dir, name);
            if (candidate.canExecute()) return candidate.getPath();
        }
        return fallback;
    }
}
