package dev.vtbench.tomcat;

import java.util.Map;
import javax.management.Attribute;
import javax.management.AttributeList;
import javax.management.AttributeNotFoundException;
import javax.management.DynamicMBean;
import javax.management.MBeanInfo;

/** Attributes under Tomcat's lower-case names, as its modeler MBeans expose them. */
record AttributeBag(Map<String, Object> values) implements DynamicMBean {

    @Override
    public Object getAttribute(String name) throws AttributeNotFoundException {
        if (!values.containsKey(name)) {
            throw new AttributeNotFoundException(name);
        }
        return values.get(name);
    }

    @Override
    public void setAttribute(Attribute attribute) {
        throw new UnsupportedOperationException("read-only");
    }

    @Override
    public AttributeList getAttributes(String[] names) {
        return new AttributeList();
    }

    @Override
    public AttributeList setAttributes(AttributeList attributes) {
        return new AttributeList();
    }

    @Override
    public Object invoke(String action, Object[] params, String[] signature) {
        throw new UnsupportedOperationException(action);
    }

    @Override
    public MBeanInfo getMBeanInfo() {
        return new MBeanInfo(AttributeBag.class.getName(), "test", null, null, null, null);
    }
}
