package dev.vtbench.workload.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class AccountsTest {

    // The seed's balance expression, as the database evaluates it: BASE + (i * STRIDE) % MODULUS.
    private static final Pattern BALANCE = Pattern.compile("(\\d+) \\+ \\(i \\* (\\d+)\\) % (\\d+), 0");

    @Test
    void theSeedsSqlComputesTheBalancesJavaExpects() {
        String sql = Accounts.seedSql(Accounts.ROWS);
        Matcher balance = BALANCE.matcher(sql);

        assertThat(balance.find()).as("the balance expression in %s", sql).isTrue();
        long base = Long.parseLong(balance.group(1));
        long stride = Long.parseLong(balance.group(2));
        long modulus = Long.parseLong(balance.group(3));
        for (long id : new long[] {1, 2, 12_345, Accounts.ROWS}) {
            assertThat(base + (id * stride) % modulus).as("the SQL's balance of account %d", id).isEqualTo(Accounts.initialBalance(id));
        }
        assertThat(sql).as("ids and owners").contains("generate_series(1, 100000)", "'owner-' || i")
                .contains("id bigint PRIMARY KEY");
        assertThat(Accounts.owner(7)).isEqualTo("owner-7");
    }

    @Test
    void neighbouringAccountsStartWithDifferentBalances() {
        Set<Long> balances = new HashSet<>();
        for (long id = 1; id <= 1_000; id++) {
            balances.add(Accounts.initialBalance(id));
        }
        assertThat(balances).as("distinct balances of the first 1,000 accounts: a row read for another id shows").hasSize(1_000);
    }

    @Test
    void aRowStaysConsistentWithTheSeedThroughDeposits() {
        long id = 42;
        Account seeded = new Account(id, Accounts.owner(id), Accounts.initialBalance(id), 0);
        Account afterThree = new Account(id, seeded.owner(), seeded.balance() + 3 * Accounts.DEPOSIT_CENTS, 3);

        assertThat(Accounts.consistentWithSeed(seeded)).as("the seeded row").isTrue();
        assertThat(Accounts.consistentWithSeed(afterThree)).as("after three deposits").isTrue();
        assertThat(Accounts.consistentWithSeed(new Account(id, seeded.owner(), seeded.balance() + 1, 0)))
                .as("a balance changed without a deposit").isFalse();
        assertThat(Accounts.consistentWithSeed(new Account(id, "owner-43", seeded.balance(), 0))).as("another owner").isFalse();
        assertThat(Accounts.consistentWithSeed(new Account(43, seeded.owner(), seeded.balance(), 0))).as("another id").isFalse();
    }

    @Test
    void aSeedOfFewRowsSaysSoAndNoneIsRefused() {
        assertThat(Accounts.seedSql(10)).contains("generate_series(1, 10)").doesNotContain("100000");
        assertThatThrownBy(() -> Accounts.seedSql(0)).hasMessageContaining("at least one account");
    }
}
